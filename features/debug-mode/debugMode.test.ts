// Protects SPEC §4: debug mode is the debug cookie, else the setting, else on for internal, dev and localhost hosts; garbage decides nothing.
import { describe, expect, it } from 'vitest'
import { debugMode } from './debugMode.ts'

describe('debugMode', () => {
  it.each([
    // host, cookies, setting → on, source
    ['www.example.com', '', null, false, 'default'],
    ['www.example.com', 'sx_debug=true', null, true, 'cookie'],
    ['www.example.com', 'a=1; sx_debug=1; b=2', null, true, 'cookie'],
    ['localhost:3000', 'sx_debug=false', null, false, 'cookie'],
    ['localhost:3000', 'sx_debug=off', 'true', false, 'cookie'],
    ['www.example.com', '', 'true', true, 'setting'],
    ['localhost', '', '0', false, 'setting'],
    ['www.example.com', 'sx_debug=%3Cscript%3E', 'on', true, 'setting'],
    ['www.example.com', 'sx_debug=%E0%A4%A', null, false, 'default'],
    ['www.example.com', 'sx_debug=yes please', 'garbage', false, 'default'],
    ['www.example.com', 'xsx_debug=true', null, false, 'default'],
    ['localhost:3204', '', null, true, 'host'],
    ['127.0.0.1', '', null, true, 'host'],
    ['cms.internal.example.com', '', null, true, 'host'],
    ['dev.example.com', '', null, true, 'host'],
    ['dev-ride.example.com', '', null, true, 'host'],
    ['de.example.com', 'sx_debug=', null, false, 'default'],
    ['not a host', '', null, false, 'default'],
    [undefined, '', null, false, 'default'],
  ])('%s with cookies "%s" and setting %s: %s (%s)', (host, cookies, setting, on, source) => {
    expect(debugMode({ host, cookies, setting })).toEqual({ on, source })
  })
})
