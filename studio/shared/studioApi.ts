/**
 * The studio's HTTP API between its local server (studio/node) and its browser app (studio/client): every request and
 * answer as types. JSON over HTTP on 127.0.0.1, under STUDIO_API. Problems are the engine's Problem (file, line,
 * column, pointer, rule, message), so the studio says what `npm run validate` says.
 */
import type { Problem } from '../../engine/shared/problem.ts'

export type { Problem }

/** Every API path starts here; the studio app itself is served at /studio/, the site's pages at their own paths. */
export const STUDIO_API = '/studio/api'

/** A place in a document: repository-relative file, 1-based line and column, and the JSON pointer inside it. */
export interface SourcePosition {
  file: string
  line: number
  column: number
  pointer: string
}

// ── GET /studio/api/site: the site as its documents describe it (browse) ────────────────────────────────────────────

export interface MarketNode {
  /** "ch", or "_french" for an abstract market that others extend (not built itself). */
  code: string
  file: string
  /** The market this one extends ("_base"), none for the root. */
  extends?: string
  abstract: boolean
  /** The languages it is built in, with the bundle locale each reads and the locales it falls back to. */
  languages: { language: string; locale: string; fallbackLocales: string[] }[]
}

export interface PageNode {
  id: string
  file: string
  /** The route source (sources/<name>.ts) that makes one page per item, for generated pages. */
  generatedFrom?: string
  /** The routes built from it: one per market and language (for a generated page, its template route). */
  routes: RouteNode[]
}

export interface RouteNode {
  market: string
  language: string
  /** The page address, "/fr-ch/aeroport/"; for a generated page, its path pattern's first page or its pattern. */
  path: string
}

export interface SiteMap {
  markets: MarketNode[]
  pages: PageNode[]
  layouts: { name: string; file: string }[]
  menus: { name: string; file: string }[]
  footers: { name: string; file: string }[]
  bundles: { locale: string; files: string[] }[]
  /** Problems of the documents as they are on disk: an invalid document is shown, never hidden. */
  problems: Problem[]
}

// ── GET /studio/api/explain?market=ch&page=airport-promotion&language=fr: every value of a page and where it came from ─

export interface ExplainedField {
  /** "/page/blocks/0/props/title", "/market/formats/date", "/layout". */
  pointer: string
  value: unknown
  /** Where the effective value is written; undefined for an engine default. */
  from?: SourcePosition
  /** Every other place that sets this value and that the effective one overrides, the first (base) first. */
  overridden: (SourcePosition & { value: unknown })[]
  /** For a translation key: its text on this page, and where that text is written (bundle file, line, locale). */
  translation?: { key: string; text?: string; locale: string; from?: SourcePosition }
}

export interface ExplainedBlock {
  /** The block's place on the page as the renderer names it (data-studio-place in a studio preview). */
  place: string
  id?: string
  type: string
  /** Where its props are written: the page (or layout) document and the pointer of the block's props in it. */
  props: SourcePosition
}

export interface ExplainedPage {
  market: string
  language: string
  pageId: string
  path: string
  /** The address the studio's preview frame opens (the dev pipeline's page, with the studio's block markers). */
  previewUrl: string
  fields: ExplainedField[]
  blocks: ExplainedBlock[]
}

// ── GET /studio/api/document?file=pages/airport-promotion.json: a document with the schema its form is made from ──────

export interface StudioDocument {
  file: string
  text: string
  /** Parsed, or undefined when the file is not valid JSON (the problems say where). */
  value?: unknown
  /** sha256 of the text: an edit names the version it was made on, so a change by another editor is noticed. */
  version: string
  /**
   * The document's JSON Schema, self-contained (no $ref to other files), descriptions kept. Fields the studio edits
   * with its own widgets carry "x-studio": "translationKey" | "pageLink" | "markup".
   */
  schema: StudioSchema
  problems: Problem[]
}

export type StudioWidget = 'translationKey' | 'pageLink' | 'markup'
export type StudioSchema = Record<string, unknown> & { 'x-studio'?: StudioWidget }

// ── GET /studio/api/translation?key=airportPromotion.title: one key's text in every bundle ───────────────────────────

export interface TranslationTexts {
  key: string
  /** One row per bundle locale; text undefined where the key is missing (marked in the form). */
  texts: { locale: string; file: string; text?: string; from?: SourcePosition; markup: boolean }[]
  /** The pages (market-language) that show this key's text from each locale, for "this change also shows on …". */
  shownIn: { locale: string; routes: string[] }[]
}

// ── POST /studio/api/markup {text, locale}: a content-markup field rendered, with its errors at their position ────────

export interface MarkupPreviewRequest {
  text: string
  locale: string
}
export interface MarkupPreview {
  /** The HTML the site renders for it (sanitised as the site renders it). */
  html: string
  /** Problems with line and column counted inside `text` (file is "(field)"). */
  problems: Problem[]
}

// ── POST /studio/api/edit: one value written into one file, only when the whole project still validates ─────────────

export interface EditRequest {
  file: string
  /** Pointer of the value inside the file; "" is the whole document. */
  pointer: string
  /** The new value; absent removes the member. */
  value?: unknown
  /** The StudioDocument.version (or TranslationTexts row's file version) the edit was made on. */
  version: string
}

export type EditAnswer =
  /** 200: written, only the changed lines differ; the routes whose pages it changes. */
  | { status: 'written'; file: string; version: string; changedLines: number; affectedUrls: string[] }
  /** 422: nothing written; what `npm run validate` would say, the new problems first. */
  | { status: 'refused'; problems: Problem[] }
  /** 409: the file changed on disk since `version` (another editor): nothing written; reload and edit again. */
  | { status: 'conflict'; file: string; version: string; text: string }

// ── GET /studio/api/changes: what the working tree's uncommitted changes do ─────────────────────────────────────────

export interface WorkingChanges {
  files: { file: string; status: 'modified' | 'added' | 'deleted' }[]
  /** The URLs these changes affect (what `npm run impact` lists). */
  urls: string[]
  /** A few of them to compare: the last build's page (before) beside the live preview (after). */
  samples: { url: string; beforeUrl?: string; afterUrl: string }[]
  /** Why there is no before picture, when there is none (no build yet). */
  note?: string
}

// ── GET /studio/api/new-market (questions), POST /studio/api/new-market (answers): the new-market questions as a form ──

export interface NewMarketQuestion {
  name: string
  label: string
  help?: string
  /** Choices where the answer is one of a list (a market to start from, a currency, a language). */
  choices?: { value: string; label: string }[]
  default?: string
  required: boolean
}

export interface NewMarketRequest {
  answers: Record<string, string>
  /** true: say what would be written, write nothing. */
  dryRun: boolean
}

export type NewMarketAnswer =
  | { status: 'written' | 'planned'; files: { file: string; text?: string }[]; nextSteps: string }
  /** `field`: the question (NewMarketQuestion.name) a refused answer belongs to, so the form shows it beside its control. */
  | { status: 'refused'; problems: { message: string; field?: string; file?: string; line?: number; column?: number }[] }

// ── GET /studio/api/events (Server-Sent Events): files changed on disk, by the studio or by an editor ────────────────

export interface FilesChangedEvent {
  type: 'files-changed'
  files: string[]
}
