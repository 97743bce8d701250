// The changes view reads every kind of uncommitted change git reports, relative to the folder the studio edits.
import { describe, expect, it } from 'vitest'
import { parseGitStatus, workingTreeFiles, type GitRunner } from './workingTreeFiles.ts'

describe('parseGitStatus', () => {
  it('reads staged, unstaged, untracked, deleted and renamed files, names with spaces included', () => {
    const output = [
      ' M pages/faq.json',
      'M  markets/ch.json',
      'A  pages/new.json',
      '?? locales/it-CH/notes on it.md',
      ' D layouts/old.json',
      'R  pages/b.json',
      'pages/a.json',
      '',
    ].join('\0')
    expect(parseGitStatus(output)).toEqual([
      { file: 'layouts/old.json', status: 'deleted' },
      { file: 'locales/it-CH/notes on it.md', status: 'added' },
      { file: 'markets/ch.json', status: 'modified' },
      { file: 'pages/b.json', status: 'added' },
      { file: 'pages/faq.json', status: 'modified' },
      { file: 'pages/new.json', status: 'added' },
    ])
  })

  it('reads nothing from a clean tree', () => {
    expect(parseGitStatus('')).toEqual([])
  })
})

describe('workingTreeFiles', () => {
  it('names files relative to a root inside the repository', () => {
    const git: GitRunner = (args) => (args[0] === 'rev-parse' ? 'site/\n' : ' M site/pages/faq.json\0')
    expect(workingTreeFiles('/repo/site', git)).toEqual([{ file: 'pages/faq.json', status: 'modified' }])
  })
})
