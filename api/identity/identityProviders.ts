import type { IdentityProvider } from './identityProvider.ts'
import { identityProviderName } from './identityProviderOrigin.ts'
import { standInIdentityProvider } from './standInIdentityProvider.ts'

let current: IdentityProvider[] = [standInIdentityProvider]

/**
 * The identity providers the site offers for social login, with the names their buttons show: the stand-in (named by
 * IDENTITY_PROVIDER_NAME, fictitious by default) unless a deployment installs others at start. One place, so the routes agree.
 */
export function identityProviders(): { provider: IdentityProvider; name: string }[] {
  return current.map((provider) => ({ provider, name: identityProviderName() }))
}

export function identityProviderById(id: string): IdentityProvider | undefined {
  return current.find((provider) => provider.id === id)
}

export function setIdentityProviders(providers: IdentityProvider[]): void {
  current = providers
}
