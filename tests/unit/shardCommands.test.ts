// The shard commands stop on a careless CI matrix before writing anything: a mistyped market code, two shards
// that built the same page. (tools/test.ts builds the site as two shards and merges them for the browser tests.)
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromRepo, REPO_ROOT } from '../../engine/node/repoRoot.ts'

function run(script: string, args: string[]) {
  // The environment of a person's shell, not vitest's.
  const { NODE_ENV: _nodeEnv, VITEST: _vitest, ...shell } = process.env
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: REPO_ROOT, encoding: 'utf8', env: shell })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

// Each spawns a command that loads the engine and validates the documents: slow on a loaded 2-core machine.
describe('npm run build -- --markets', { timeout: 90_000 }, () => {
  it('a shard with an unknown market code stops with "did you mean" and the usage (exit 2)', () => {
    const { status, output } = run('tools/build.ts', ['--markets', 'de,dee'])
    expect(status).toBe(2)
    expect(output).toContain('--markets: there is no market "dee" in markets/; did you mean "de"')
    expect(output).toContain('Usage: npm run build')
    expect(output).not.toContain('Engine bug')
  })

  it('an unknown flag prints the usage (exit 2)', () => {
    const { status, output } = run('tools/build.ts', ['--market', 'de'])
    expect(status).toBe(2)
    expect(output).toContain("Unknown option '--market'")
  })
})

describe('npm run merge-shards', { timeout: 90_000 }, () => {
  it('two shards that built the same page fail naming it, and the target stays as it was', () => {
    const root = mkdtempSync(join(fromRepo('.'), 'dist-shards-test-'))
    const shard = (name: string) => {
      mkdirSync(join(root, name, 'client', 'mt-mt'), { recursive: true })
      writeFileSync(join(root, name, 'client', 'mt-mt', 'index.html'), `<p>${name}</p>`)
      return relative(REPO_ROOT, join(root, name))
    }
    const target = join(root, 'site')
    mkdirSync(join(target, 'client'), { recursive: true })
    writeFileSync(join(target, 'client', 'index.html'), 'the last good site')
    try {
      const [one, two] = [shard('one'), shard('two')]
      const { status, output } = run('tools/mergeShards.ts', [one, two, '--into', relative(REPO_ROOT, target)])
      expect(status).toBe(1)
      expect(output).toContain(`the page /mt-mt/ was built by two shards, ${join(REPO_ROOT, one)} and ${join(REPO_ROOT, two)}`)
      expect(output).toContain('Merge stopped: nothing was written')
      expect(readFileSync(join(target, 'client', 'index.html'), 'utf8')).toBe('the last good site')
    } finally {
      spawnSync('rm', ['-rf', root])
    }
  })

  it('no shard folders is a usage error (exit 2)', () => {
    const { status, output } = run('tools/mergeShards.ts', [])
    expect(status).toBe(2)
    expect(output).toContain('name the shard folders to merge')
  })
})
