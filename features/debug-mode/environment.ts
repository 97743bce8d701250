import { hostKind } from './hostKind.ts'

export type Environment = 'dev' | 'stage' | 'prod'

/**
 * SPEC §4: the environment a page runs in, decided by its host at run time: stage on internal, localhost and
 * dev-{product} hosts, dev on dev hosts (dev.example.com, www.dev.example.com), prod everywhere else,
 * including a host that cannot be read.
 */
export function environmentOf(host: string | undefined): Environment {
  const kind = hostKind(host)
  if (kind === 'internal' || kind === 'localhost' || kind === 'devProduct') return 'stage'
  if (kind === 'dev') return 'dev'
  return 'prod'
}
