import { describe, expect, it } from 'vitest'
import { DEFAULT_API_SETTINGS, resolveApiSettings } from './apiSettings.ts'

describe('resolveApiSettings', () => {
  it('uses the reference API and apps without configuration', () => {
    expect(resolveApiSettings()).toEqual({
      endpointBase: '/api',
      endpointBaseGrpc: '/api/grpc',
      webAppBase: '/web-apps',
      bootstrapperSuffix: '',
    })
  })

  it('takes site.json "api", and an environment variable over it, without trailing slashes', () => {
    const settings = resolveApiSettings(
      { endpointBase: 'https://api.example.com/', webAppBase: 'https://apps.example.com/web-apps', bootstrapperSuffix: '-stage' },
      { SITE_API_BASE: 'https://api.stage.example.com/', SITE_API_BASE_GRPC: 'https://grpc.example.com' },
    )
    expect(settings).toEqual({
      endpointBase: 'https://api.stage.example.com',
      endpointBaseGrpc: 'https://grpc.example.com',
      webAppBase: 'https://apps.example.com/web-apps',
      bootstrapperSuffix: '-stage',
    })
    expect(DEFAULT_API_SETTINGS.endpointBase).toBe('/api')
  })
})
