import { describe, expect, test } from 'vitest'
import { nextAddress } from '../../../src/editing-app/next-address'

// After signing in, the page goes to `?next=`: only ever a path of the editing server's own origin.
const origin = 'https://edit.example.in'

describe('where a sign-in leads', () => {
  test.each([
    ['/pricing', '/pricing'],
    ['/services/web-development?x=1#top', '/services/web-development?x=1#top'],
    ['/', '/'],
  ])('a path of this site, %s, is kept', (next, expected) => {
    expect(nextAddress(next, origin)).toBe(expected)
  })

  test.each([
    // What got through (issue 45): a tab or a newline the browser drops, leaving "//other.host".
    ['/\t/other.host/x'],
    ['/\n/other.host/x'],
    ['/\r/other.host/x'],
    ['//other.host/x'],
    ['/\\other.host/x'],
    ['/\\/other.host/x'],
    ['https://other.host/x'],
    ['javascript:alert(1)'],
    ['other.host/x'],
    [' /other'],
    [''],
    [null],
  ])('%j leads to / instead', (next) => {
    expect(nextAddress(next, origin)).toBe('/')
  })
})
