// Protects incremental builds from making and deleting a folder per page on every build: the replaced build is kept
// as the next build's staging folder, emptied of every file (none of its bytes may reach the next build), its
// folders kept; a page that is gone leaves no empty folder.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { keepAsSpare, removeEmptyPageFolders, spareFolderOf, takeSpareFolder } from './spareBuildFolder.ts'

function write(root: string, file: string, text = 'x'): void {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}

/** Every file and folder below `root`, folders ending in "/". */
function listing(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => `${join(entry.parentPath, entry.name).slice(root.length + 1)}${entry.isDirectory() ? '/' : ''}`)
    .sort()
}

describe('the spare build folder', () => {
  it('becomes the staging folder with its folders and none of its files', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'spare-'))
    const target = join(parent, 'dist')
    write(spareFolderOf(target), 'client/de-de/faq/index.html', 'old page')
    write(spareFolderOf(target), 'compressed/de-de/faq/index.html.br')
    const staging = join(parent, 'dist-staging-1')
    expect(await takeSpareFolder(target, staging)?.taken()).toBe(true)
    expect(listing(staging)).toEqual([
      'client/',
      'client/de-de/',
      'client/de-de/faq/',
      'compressed/',
      'compressed/de-de/',
      'compressed/de-de/faq/',
    ])
    expect(existsSync(spareFolderOf(target))).toBe(false)
  })

  it('is not there for a first build, or for a second build after another took it', () => {
    const parent = mkdtempSync(join(tmpdir(), 'spare-'))
    expect(takeSpareFolder(join(parent, 'dist'), join(parent, 'dist-staging-1'))).toBeUndefined()
    expect(existsSync(join(parent, 'dist-staging-1'))).toBe(false)
  })

  it('is the spare again, not left as a staging folder, after a build that does not take it', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'spare-'))
    const target = join(parent, 'dist')
    write(spareFolderOf(target), 'client/de-de/faq/index.html', 'old page')
    const staging = join(parent, 'dist-staging-1')
    await takeSpareFolder(target, staging)?.giveUp()
    expect(readdirSync(parent)).toEqual(['dist-spare'])
  })

  it('is the replaced build when there is no spare yet; a second replaced build is deleted instead', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'spare-'))
    const target = join(parent, 'dist')
    write(join(parent, 'dist-previous-1'), 'client/index.html')
    keepAsSpare(join(parent, 'dist-previous-1'), target)
    expect(listing(spareFolderOf(target))).toEqual(['client/', 'client/index.html'])
    write(join(parent, 'dist-previous-2'), 'client/other.html')
    keepAsSpare(join(parent, 'dist-previous-2'), target)
    expect(listing(spareFolderOf(target))).toEqual(['client/', 'client/index.html'])
    // Deleted by a process of its own.
    for (let wait = 0; wait < 100 && existsSync(join(parent, 'dist-previous-2')); wait++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(existsSync(join(parent, 'dist-previous-2'))).toBe(false)
  })

  it('leaves no empty folder of a page that is gone, and keeps the folders that hold other files', () => {
    const root = mkdtempSync(join(tmpdir(), 'spare-'))
    mkdirSync(join(root, 'de-de/old-page'), { recursive: true })
    write(root, 'de-de/index.html')
    removeEmptyPageFolders(root, ['de-de/old-page/index.html', 'fr-fr/gone/index.html'])
    expect(listing(root)).toEqual(['de-de/', 'de-de/index.html'])
  })
})
