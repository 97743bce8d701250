import { routeSourceNames } from '../data/findDataModules.ts'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { UsageError } from '../../shared/assert.ts'
import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { flattenBundle, LAST_FALLBACK_LOCALE } from '../../shared/i18n/createI18n.ts'
import { LAYOUT_NAMES } from '../../shared/layoutNames.ts'
import type { Problem } from '../../shared/problem.ts'
import { parsePageLink } from '../../shared/pageLink.ts'
import { buildSiteIndex } from '../resolve/buildSiteIndex.ts'
import { pageLinksFor, type SiteIndex } from '../../model/siteIndex.ts'
import { checkBundleMarkup } from './checkBundleMarkup.ts'
import { checkBundleValues, checkMarketLanguages } from './checkTranslations.ts'
import { checkCodeTranslationKeys } from './checkCodeTranslationKeys.ts'
import { checkMarketPluralForms, checkTranslationKeys } from './checkTranslationKeys.ts'
import { BUNDLE_FOLDER, DOCUMENT_KINDS, documentName } from '../../model/documentKinds.ts'
import { foldDependentProblems } from './foldDependentProblems.ts'
import { restrictToSound } from './restrictToSound.ts'
import { joinPointer, locatePointer } from '../load/parseJsonSource.ts'
import type { JsonSource } from '../../model/jsonSource.ts'
import { loadProject } from '../load/loadProject.ts'
import type { Project } from '../../model/project.ts'
import { isPlainObject } from '../resolve/provenance.ts'
import { originOf } from '../../model/tracked.ts'
import { REPO_ROOT } from '../repoRoot.ts'
import { marketChain, marketCodes, resolveMarket } from '../resolve/resolveMarket.ts'
import { REQUIRED_MARKET_FIELDS } from '../../model/effectiveMarket.ts'
import { blockPageItems } from './blockPageItems.ts'
import { pageItemMismatch, routeItemSchemas } from './routeItemSchemas.ts'
import { schemaRegistryFor, type SchemaRegistry } from './schemaRegistry.ts'
import { schemaErrorsToProblems, type ExplainError } from './schemaErrorsToProblems.ts'
import { createValidationRun, type ValidationRun } from './validationRun.ts'

export interface ValidationResult {
  project: Project
  problems: Problem[]
  /** Present when there is no error: the pages that would be built. */
  index?: SiteIndex
  /** Translation keys whose text is content markup (held by fields marked "x-markup": "translationKey"). */
  markupKeys: ReadonlySet<string>
}

export interface ValidateOptions {
  /** The folder of the documents: the repository, or another site (the benchmark's synthetic one, a test's fixture). */
  root?: string
  /** The folder of the engine the documents are checked against: its schemas/, blocks/ and sources/ (the repository). */
  engineRoot?: string
}

/**
 * Checks every document: JSON syntax, its schema, references between documents, and every page as each market
 * sees it. Everything a run needs is built here or passed in; nothing of one run stays for the next.
 */
export function validateProject(readText?: (file: string) => string, options: ValidateOptions = {}): ValidationResult {
  const root = options.root ?? REPO_ROOT
  const engineRoot = options.engineRoot ?? REPO_ROOT
  const registry = schemaRegistryFor(engineRoot)
  const project = loadProject(readText, root)
  const problems = [...project.problems]
  const report = (source: JsonSource, pointer: string, rule: string, message: string, options: ReportOptions = {}) =>
    problems.push({
      severity: options.warning ? 'warning' : 'error',
      file: source.file,
      ...locatePointer(source, pointer, options.atKey),
      pointer,
      rule,
      message,
      ...(options.suggestions?.length ? { suggestions: options.suggestions } : {}),
      ...(options.refersTo ? { refersTo: options.refersTo } : {}),
    })

  const english = project.bundles.get(LAST_FALLBACK_LOCALE)
  const images = join(root, 'public/images')
  const run = createValidationRun({
    textKeys: new Set(english ? flattenBundle(english.data).keys() : []),
    pageIds: new Set(project.pages.keys()),
    imageFiles: new Set(existsSync(images) ? readdirSync(images) : []),
  })
  const explain = explainBlockType(registry, engineRoot)

  const schemaValid = new Set<string>()
  for (const [file, { kind, source }] of project.documents) {
    const expected = posix.relative(posix.dirname(file), DOCUMENT_KINDS[kind].schema)
    const declared = (source.data as { $schema?: unknown }).$schema
    if (typeof declared === 'string' && declared !== expected) {
      report(source, '/$schema', 'schemaReference', `must be "${expected}" so that editors and validation use the ${kind} schema`, {
        suggestions: [expected],
      })
    }
    const validate = registry.validatorFor(kind)
    if (validate.call(run, source.data)) schemaValid.add(file)
    else problems.push(...schemaErrorsToProblems(validate.errors ?? [], (pointer) => ({ source, pointer }), explain))
  }
  if (!project.site && !project.problems.some((problem) => problem.file === DOCUMENT_KINDS.site.file))
    problems.push({
      severity: 'error',
      file: 'site.json',
      line: 1,
      column: 1,
      pointer: '',
      rule: 'missingDocument',
      message: 'site.json is missing: it gives the site origin and brand name',
    })
  const englishFile = `${BUNDLE_FOLDER}/${LAST_FALLBACK_LOCALE}/translations.json`
  if (!english && !project.problems.some((problem) => problem.file === englishFile))
    problems.push({
      severity: 'error',
      file: englishFile,
      line: 1,
      column: 1,
      pointer: '',
      rule: 'missingDocument',
      message: 'the en-US bundle is missing: it is the last fallback of every text',
    })

  const checkedMarkupKeys = new Set(run.markupKeys)
  problems.push(...checkBundleMarkup(project, checkedMarkupKeys))

  const valid = (source: JsonSource) => schemaValid.has(source.file)
  checkNames(project, valid, report)
  checkMarkets(project, valid, report)
  checkBundleValues(project, report)
  checkTranslationKeys(project, report)
  problems.push(...checkCodeTranslationKeys(project, engineRoot))
  checkPages(project, valid, report, engineRoot)
  checkPageItems(project, report, engineRoot)

  if (problems.some((problem) => problem.severity === 'error')) {
    // Every independent problem in one run: the sound rest of the project is checked as each market sees it.
    const sound = restrictToSound(project, problems)
    if (sound) checkEffectivePages(buildSiteIndex(sound), problems, registry, run)
    return { project, problems: foldDependentProblems(problems), markupKeys: run.markupKeys }
  }
  const index = buildSiteIndex(project)
  checkEffectivePages(index, problems, registry, run)
  // Block props patched in per market are validated only here, so their markup keys arrive late.
  problems.push(
    ...checkBundleMarkup(
      project,
      [...run.markupKeys].filter((key) => !checkedMarkupKeys.has(key)),
    ),
  )
  const hasErrors = problems.some((problem) => problem.severity === 'error')
  return { project, problems: foldDependentProblems(problems), index: hasErrors ? undefined : index, markupKeys: run.markupKeys }
}

/** refersTo: the document a "there is no …" problem names, so it folds under that document's syntax error. */
type ReportOptions = { warning?: boolean; suggestions?: string[]; atKey?: boolean; refersTo?: string }
type Report = (source: JsonSource, pointer: string, rule: string, message: string, options?: ReportOptions) => void

function checkNames(project: Project, valid: (s: JsonSource) => boolean, report: Report) {
  for (const document of [...project.layouts.values()].filter((d) => valid(d.source))) {
    if (document.data.name !== document.name)
      report(
        document.source,
        '/name',
        'fileName',
        `must equal the file name "${document.name}" (or rename the file to ${document.data.name}.json)`,
      )
  }
  for (const document of [...project.navigations.values(), ...project.footers.values()].filter((d) => valid(d.source))) {
    if (document.data.id !== document.name) report(document.source, '/id', 'fileName', `must equal the file name "${document.name}"`)
  }
  for (const document of [...project.pages.values()].filter((d) => valid(d.source))) {
    if (document.data.id !== documentName(document.source.file))
      report(document.source, '/id', 'fileName', `must equal the file name "${documentName(document.source.file)}"`)
  }
  for (const document of [...project.layouts.values()].filter((d) => valid(d.source))) {
    const id = document.data.navigation
    if (id === undefined || project.navigations.has(id)) continue
    const suggestions = getMostSimilar(id, project.navigations.keys())
    report(document.source, '/navigation', 'unknownDocument', `there is no navigation/${id}.json${didYouMean(suggestions)}`, {
      suggestions,
      refersTo: `navigation/${id}.json`,
    })
  }
  if (!project.layouts.has('empty')) {
    const anyPage = [...project.pages.values()][0]
    if (anyPage) report(anyPage.source, '/layout', 'missingDocument', 'layouts/empty.json is missing: it is the fallback layout')
  }
}

function checkMarkets(project: Project, valid: (s: JsonSource) => boolean, report: Report) {
  const names = [...project.markets.keys()]
  for (const [code, document] of project.markets) {
    if (!valid(document.source)) continue
    const base = document.data.extends
    if (base !== undefined && !project.markets.has(base)) {
      const suggestions = getMostSimilar(
        base,
        names.filter((n) => n !== code),
      )
      report(document.source, '/extends', 'unknownMarket', `there is no markets/${base}.json to extend${didYouMean(suggestions)}`, {
        suggestions,
        refersTo: `markets/${base}.json`,
      })
      continue
    }
    if (document.data.abstract) continue
    let chain: string[]
    try {
      chain = marketChain(project, code)
    } catch (error) {
      if (error instanceof UsageError) report(document.source, '/extends', 'extendsCycle', error.message)
      continue
    }
    if (!chain.every((name) => valid(project.markets.get(name)!.source))) continue
    const market = resolveMarket(project, code)
    checkMarketLanguages(project, market, report)
    checkMarketPluralForms(project, market, report)
    for (const field of REQUIRED_MARKET_FIELDS) {
      if (market.value[field] === undefined)
        report(
          document.source,
          '',
          'required',
          `missing required field "${field}" (set it here or in a market this one extends: ${chain.join(' → ')})`,
        )
    }
    const references = [
      ['navigation', project.navigations, DOCUMENT_KINDS.navigation.folder],
      ['footer', project.footers, DOCUMENT_KINDS.footer.folder],
      ['domain', project.domains, DOCUMENT_KINDS.domain.folder],
    ] as const
    for (const [field, documents, folder] of references) {
      const id = market.value[field]
      // null: the market says it has no domain document although the one it extends has (merge patch removes the value).
      if (id == null || documents.has(id)) continue
      const origin = originOf(market.origins, `/${field}`)!
      const suggestions = getMostSimilar(id, documents.keys())
      report(origin.source, origin.pointer, 'unknownDocument', `there is no ${folder}/${id}.json${didYouMean(suggestions)}`, {
        suggestions,
        refersTo: `${folder}/${id}.json`,
      })
    }
  }
}

function checkPages(project: Project, valid: (s: JsonSource) => boolean, report: Report, engineRoot: string) {
  const codes = marketCodes(project)
  // The files of sources/, read once and only when a page generates from data.
  let sources: string[] | undefined
  // Runs on pages that failed their schema too (every problem of a file at once), so each check guards its input.
  for (const document of project.pages.values()) {
    const { source, data } = document
    if (!valid(source) && !isPlainObject(data)) continue
    if (typeof data.layout === 'string') checkLayoutValue(project, source, '/layout', data.layout, report)
    const from = data.generate?.from
    if (typeof from === 'string') {
      sources ??= routeSourceNames(engineRoot)
      if (!sources.includes(from)) {
        const suggestions = getMostSimilar(from, sources)
        report(source, '/generate/from', 'unknownRouteSource', `there is no route source sources/${from}.ts${didYouMean(suggestions)}`, {
          suggestions,
        })
      }
    }
    if (Array.isArray(data.markets)) {
      data.markets.forEach((code, index) => {
        if (typeof code !== 'string' || codes.includes(code)) return
        const suggestions = getMostSimilar(code, codes)
        report(
          source,
          joinPointer('/markets', index),
          'unknownMarket',
          `there is no market "${code}" in markets/${didYouMean(suggestions)}`,
          { suggestions, refersTo: `markets/${code}.json` },
        )
      })
    }
    const ids = new Set<string>()
    const blocks: unknown[] = Array.isArray(data.blocks) ? data.blocks : []
    blocks.forEach((block, index) => {
      if (!isPlainObject(block) || typeof block.id !== 'string') return
      if (ids.has(block.id))
        report(
          source,
          joinPointer('/blocks', index, 'id'),
          'duplicateBlockId',
          `another block of this page already has the id "${block.id}"; ids must be unique`,
        )
      ids.add(block.id)
    })
    for (const [key, override] of Object.entries(isPlainObject(data.overrides) ? data.overrides : {})) {
      if (!isPlainObject(override)) continue
      const pointer = joinPointer('/overrides', key)
      // A market may have failed its schema (its "languages" not a list): only well-formed entries count here.
      const languagesOf = (code: string): unknown[] => {
        const languages: unknown = project.markets.get(code)?.data.languages
        return Array.isArray(languages) ? languages : []
      }
      const locales = codes.flatMap((code) =>
        languagesOf(code).flatMap((entry) =>
          isPlainObject(entry) && typeof entry.language === 'string' ? [`${entry.language}-${code}`] : [],
        ),
      )
      if (!codes.includes(key) && !locales.includes(key)) {
        const suggestions = getMostSimilar(key, [...codes, ...locales])
        report(source, pointer, 'unknownMarket', `"${key}" is neither a market nor a market language${didYouMean(suggestions)}`, {
          suggestions,
          atKey: true,
        })
      }
      if (typeof override.layout === 'string') checkLayoutValue(project, source, joinPointer(pointer, 'layout'), override.layout, report)
      for (const [id, patch] of Object.entries(isPlainObject(override.blocks) ? override.blocks : {})) {
        if (patch !== null && !isPlainObject(patch)) continue
        const patchPointer = joinPointer(pointer, 'blocks', id)
        if (ids.has(id) || patch === null) {
          if (!ids.has(id))
            report(source, patchPointer, 'unknownBlockId', `there is no block "${id}" to remove${didYouMean(getMostSimilar(id, ids))}`, {
              atKey: true,
            })
          continue
        }
        if (!patch.type) {
          const suggestions = getMostSimilar(id, ids)
          report(
            source,
            patchPointer,
            'unknownBlockId',
            `there is no block "${id}" on this page${didYouMean(suggestions)} To add a new block, give it a "type".`,
            { suggestions, atKey: true },
          )
        }
        const after = typeof patch.after === 'string' ? patch.after : undefined
        if (after && !ids.has(after))
          report(
            source,
            joinPointer(patchPointer, 'after'),
            'unknownBlockId',
            `there is no block '${after}' to place this block after${didYouMean(getMostSimilar(after, ids))}`,
          )
      }
    }
  }
}

function checkLayoutValue(project: Project, source: JsonSource, pointer: string, value: string, report: Report) {
  if ((LAYOUT_NAMES as readonly string[]).includes(value)) {
    if (!project.layouts.has(value))
      report(source, pointer, 'missingDocument', `layouts/${value}.json is missing`, { refersTo: `layouts/${value}.json` })
    return
  }
  const suggestions = getMostSimilar(value, LAYOUT_NAMES)
  report(
    source,
    pointer,
    'unknownLayout',
    `"${value}" is not a layout, so the page renders with the empty layout${didYouMean(suggestions)} Layouts: ${LAYOUT_NAMES.join(', ')}`,
    { warning: true, suggestions },
  )
}

/** Validates each block's props as a market sees them, and reports the file the wrong value came from. */
function checkEffectivePages(index: SiteIndex, problems: Problem[], registry: SchemaRegistry, run: ValidationRun) {
  // A value inherited by many markets fails once per market: one problem per place, rule and message (the route apart).
  const placeOf = (p: Problem) => `${p.file}:${p.line}:${p.column}:${p.pointer}:${p.rule}:${p.message}`
  const seen = new Set(problems.map(placeOf))
  const paths = new Map<string, string>()
  for (const route of index.routes) {
    const previous = paths.get(route.path)
    if (previous && previous !== route.pageId) {
      const origin = originOf(route.page.origins, '/slug')!
      push({
        severity: 'error',
        file: origin.source.file,
        ...locatePointer(origin.source, origin.pointer),
        pointer: origin.pointer,
        rule: 'duplicatePath',
        message: `${route.path} is also the address of page "${previous}"; give one of them another slug`,
      })
    }
    paths.set(route.path, route.pageId)
    checkPageLinks(index, route, push)
    route.page.value.blocks.forEach((block, blockIndex) => {
      const validate = registry.blockPropsValidator(block.type)
      if (!validate || validate.call(run, block.props)) return
      const base = joinPointer('/blocks', blockIndex, 'props')
      const found = schemaErrorsToProblems(validate.errors ?? [], (pointer) => originOf(route.page.origins, base + pointer)!)
      for (const problem of found) push({ ...problem, route: route.path })
    })
  }
  function push(problem: Problem) {
    const key = placeOf(problem)
    if (seen.has(key)) return
    seen.add(key)
    problems.push(problem)
  }
}

/**
 * A block whose loader reads its page's item (`pageItem` in blocks/<name>/data.ts) belongs on a page generated from a
 * route source whose items follow one of those item schemas (sources/<name>.item.schema.json); anywhere else its loader
 * would get no item, or another source's. Checked on the document (its blocks and the blocks its overrides add), so
 * it is reported at the block even while other problems keep the page from being checked as each market sees it.
 */
function checkPageItems(project: Project, report: Report, engineRoot: string) {
  const pageItems = blockPageItems()
  if (pageItems.size === 0) return
  const schemas = routeItemSchemas(routeSourceNames(engineRoot), engineRoot)
  for (const { source, data } of project.pages.values()) {
    if (!isPlainObject(data)) continue
    const from = isPlainObject(data.generate) && typeof data.generate.from === 'string' ? data.generate.from : undefined
    const check = (block: unknown, pointer: string) => {
      const pageItem = isPlainObject(block) && typeof block.type === 'string' ? pageItems.get(block.type) : undefined
      const message = pageItem && pageItemMismatch(String((block as { type: string }).type), pageItem, from, schemas)
      if (message) report(source, pointer, 'pageItem', message)
    }
    const blocks: unknown[] = Array.isArray(data.blocks) ? data.blocks : []
    blocks.forEach((block, index) => {
      check(block, joinPointer('/blocks', index))
    })
    for (const [key, override] of Object.entries(isPlainObject(data.overrides) ? data.overrides : {})) {
      if (!isPlainObject(override) || !isPlainObject(override.blocks)) continue
      for (const [id, patch] of Object.entries(override.blocks)) check(patch, joinPointer('/overrides', key, 'blocks', id))
    }
  }
}

/** A block may link only to pages this market has: a page whose market path is "" is not built, so nothing may link to it. */
function checkPageLinks(index: SiteIndex, route: SiteIndex['routes'][number], push: (problem: Problem) => void) {
  const links = pageLinksFor(index, route.market, route.language)
  // "page:<id>/<item key>": the market must build the generated page <id>; its items come from the data stage, after
  // validation, so the item itself is not known here.
  const generatesHere = (pageId: string) =>
    pageId.includes('/') &&
    index.generators.some(
      (generator) =>
        generator.pageId === pageId.split('/')[0] && generator.market === route.market && generator.language === route.language,
    )
  const visit = (value: unknown, pointer: string) => {
    const link = typeof value === 'string' ? parsePageLink(value) : undefined
    if (link && !links[link.key] && !generatesHere(link.pageId)) {
      const origin = originOf(route.page.origins, pointer)!
      push({
        severity: 'error',
        file: origin.source.file,
        ...locatePointer(origin.source, origin.pointer),
        pointer: origin.pointer,
        rule: 'linkToMissingPage',
        message: `links to ${value}, which market "${route.market}" does not have (in ${route.path}); override this link for that market`,
        refersTo: `pages/${link.pageId}.json`,
      })
    } else if (Array.isArray(value))
      value.forEach((item, i) => {
        visit(item, joinPointer(pointer, i))
      })
    else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) visit(item, joinPointer(pointer, key))
  }
  visit(route.page.value.blocks, '/blocks')
}

/**
 * A block type the generated block schema does not list, although blocks/<name>/ exists: the developer added the
 * folder and has not run `npm run gen` yet. "Not allowed here" with a "did you mean" would send them looking for a typo.
 */
function explainBlockType(registry: SchemaRegistry, engineRoot: string): ExplainError {
  // generatedFiles.ts's BLOCK_UNION_FILE, not imported: that module brings the type generator along.
  const typeSchema = (registry.schema('schemas/block.gen.schema.json')?.properties as Record<string, unknown> | undefined)?.type
  return (error) => {
    if (error.keyword !== 'enum' || error.parentSchema !== typeSchema || typeof error.data !== 'string') return undefined
    const name = error.data
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) || !isFolder(join(engineRoot, 'blocks', name))) return undefined
    return {
      rule: 'staleGeneratedFiles',
      message: `the block folder blocks/${name}/ exists but the generated schema does not know it yet: run \`npm run gen\``,
    }
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}
