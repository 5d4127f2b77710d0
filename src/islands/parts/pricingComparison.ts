export { ComparisonRows as default } from '@/sections/PricingComparison'
