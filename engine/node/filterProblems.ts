import { isAbsolute, relative, resolve } from 'node:path'
import type { Problem } from '../shared/problem.ts'
import { REPO_ROOT } from './repoRoot.ts'

/** Keeps the problems of the given files or folders (paths as typed on the command line). */
export function filterProblems(problems: Problem[], paths: string[]): Problem[] {
  if (paths.length === 0) return problems
  const wanted = paths.map((path) => relative(REPO_ROOT, isAbsolute(path) ? path : resolve(process.cwd(), path)).split('\\').join('/').replace(/\/$/, ''))
  return problems.filter((problem) => wanted.some((path) => path === '' || problem.file === path || problem.file.startsWith(path + '/')))
}
