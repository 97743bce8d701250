import { styled } from '@linaria/react'
import { Fragment, type ReactNode } from 'react'
import { useElementId } from '../shared/useElementId.tsx'
import { useTranslation } from '../shared/i18n/useTranslation.tsx'
import { formatDate } from '../shared/format/formatDateTime.ts'
import { resolveHref, usePageEnv, type PageEnv } from '../shared/PageEnv.tsx'
import { ButtonLink } from '../shared/ui/ButtonLink.tsx'
import { color, font, space } from '../theme/tokens.ts'
import type { Block, Inline, LinkFields, ListBlock, Paragraph, PlaceholderInline } from './markupTree.ts'
import { parseMarkup } from './parseMarkup.ts'
import type { LinksByKey } from '../shared/pageLink.ts'
import { SEASON_RANGES } from './shortCodes.ts'
import { VIDEO_ORIGIN } from './videoOrigin.ts'

/** Values the short codes {{branchName}} and {{cityName}} stand for; a missing one renders as nothing. */
export interface MarkupValues {
  branchName?: string
  cityName?: string
}

export interface RichTextProps {
  /** Text in the content markup (README "Content markup"). */
  markup: string
  values?: MarkupValues
  /** The day {{currentYear}} and seasons are computed from; the render time by default. */
  now?: Date
  /** The text's first "# Heading" is the page's main heading (h1), for a page whose content is this text. */
  titleHeading?: boolean
}

const Root = styled.div`
  max-width: 48rem;
  color: ${color.text};
  h1 {
    margin: ${space.xl} 0 ${space.md};
    font-size: ${font.sizeH1};
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: ${space.lg} 0 ${space.md};
    font-size: ${font.sizeH2};
    line-height: 1.2;
  }
  /* Long compound words ("Verbraucherstreitbeilegung") must not push a phone-width page sideways. */
  h2,
  h3,
  h4,
  h5,
  h6 {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  h3,
  h4,
  h5,
  h6 {
    margin: ${space.lg} 0 ${space.sm};
    font-size: 1.25rem;
    line-height: 1.3;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${space.md};
  }
  ul ul,
  ol ol,
  ul ol,
  ol ul {
    margin: ${space.xs} 0 0;
  }
  a:not([data-cta]) {
    color: inherit;
    text-decoration: underline;
  }
  sup a {
    padding: 0 2px;
  }
  [data-footnotes] {
    padding-top: ${space.sm};
    border-top: 1px solid ${color.border};
    font-size: ${font.sizeSmall};
    color: ${color.textMuted};
  }
  [data-video-embed] {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    padding: ${space.sm} ${space.md};
    border: 1px solid ${color.controlBorder};
    border-radius: 4px;
  }
  iframe[data-video-player] {
    display: block;
    width: 100%;
    max-width: 40rem;
    aspect-ratio: 16 / 9;
    border: 0;
  }
`

interface RenderContext {
  env: PageEnv
  t: (key: string, options?: Record<string, unknown>) => string
  values: MarkupValues
  now: Date
  /** Unique per rendered text, so footnote anchors of two texts on one page never clash. */
  idPrefix: string
  titleHeading: boolean
}

/** h2 for "#", h3 for "##"; with a title heading the first "#" is the h1 and its "##" children are h2. */
function headingLevel(paragraph: Paragraph, path: string, context: RenderContext): number {
  const underTitle = context.titleHeading && (path === '0' || path.startsWith('0.'))
  return Math.min(underTitle ? paragraph.level : paragraph.level + 1, 6)
}

/**
 * Renders content markup as semantic HTML on the server: h2/h3 headings, p, ul/ol, strong, em, links,
 * footnotes as an ordered list with back-links, buttons in the primary action style. Needs no browser
 * JavaScript; a video is a link to the video until the visitor accepts all cookies.
 */
export function RichText({ markup, values = {}, now = new Date(), titleHeading = false }: RichTextProps) {
  const env = usePageEnv()
  const { t } = useTranslation()
  const idPrefix = `markup${useElementId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const { tree } = parseMarkup(markup)
  const context: RenderContext = { env, t, values, now, idPrefix, titleHeading }
  return <Root>{tree.paragraphs.map((paragraph, index) => renderParagraph(paragraph, `${index}`, context))}</Root>
}

function renderParagraph(paragraph: Paragraph, path: string, context: RenderContext): ReactNode {
  const Heading = `h${headingLevel(paragraph, path, context)}` as 'h2'
  const footnoteIds = new Set(
    paragraph.blocks.flatMap((block) => (block.type === 'footnotes' ? block.footnotes.map((note) => note.number) : [])),
  )
  const scope = { ...context, idPrefix: `${context.idPrefix}-${path.replace(/\./g, '-')}`, footnoteIds, referenced: new Set<number>() }
  return (
    <section key={path}>
      <Heading>{renderInlines(paragraph.heading, scope)}</Heading>
      {paragraph.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed text has no identity but its place; a document is rendered whole
        <Fragment key={index}>{renderBlock(block, scope)}</Fragment>
      ))}
      {paragraph.children.map((child, index) => renderParagraph(child, `${path}.${index}`, context))}
    </section>
  )
}

type Scope = RenderContext & { footnoteIds: Set<number>; referenced: Set<number> }

function renderBlock(block: Block, scope: Scope): ReactNode {
  switch (block.type) {
    case 'text':
      return <p>{renderInlines(block.content, scope)}</p>
    case 'list':
      return renderList(block, scope)
    case 'cta':
      return <p>{renderLink(block, true, scope)}</p>
    case 'footnotes':
      return (
        <ol data-footnotes aria-label={scope.t('markup.footnotes.label')}>
          {block.footnotes.map((note) => (
            <li key={note.number} id={`${scope.idPrefix}-fn-${note.number}`} value={note.number}>
              {renderInlines(note.content, scope)}{' '}
              <a href={`#${scope.idPrefix}-fnref-${note.number}`} aria-label={scope.t('markup.footnotes.back', { number: note.number })}>
                ↩
              </a>
            </li>
          ))}
        </ol>
      )
  }
}

function renderList(list: ListBlock, scope: Scope): ReactNode {
  const List = list.ordered ? 'ol' : 'ul'
  return (
    <List>
      {list.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed text has no identity but its place; a document is rendered whole
        <li key={index}>
          {renderInlines(item.content, scope)}
          {item.list && renderList(item.list, scope)}
        </li>
      ))}
    </List>
  )
}

function renderInlines(nodes: Inline[], scope: Scope): ReactNode {
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parsed text has no identity but its place; a document is rendered whole
    <Fragment key={index}>{renderInline(node, scope)}</Fragment>
  ))
}

function renderInline(node: Inline, scope: Scope): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value
    case 'bold':
      return <strong>{renderInlines(node.children, scope)}</strong>
    case 'italic':
      return <em>{renderInlines(node.children, scope)}</em>
    case 'link':
      return renderLink(node, false, scope)
    case 'cta':
      return renderLink(node, true, scope)
    case 'footnote': {
      if (!scope.footnoteIds.has(node.number)) return <sup>{node.number}</sup>
      // The first reference carries the id the back-link returns to.
      const first = !scope.referenced.has(node.number)
      scope.referenced.add(node.number)
      return (
        <sup>
          <a
            href={`#${scope.idPrefix}-fn-${node.number}`}
            id={first ? `${scope.idPrefix}-fnref-${node.number}` : undefined}
            aria-label={scope.t('markup.footnotes.reference', { number: node.number })}
          >
            {node.number}
          </a>
        </sup>
      )
    }
    case 'placeholder':
      return renderPlaceholder(node, scope)
  }
}

/** An internal link to a page this market does not have renders as its text: never a broken href. */
function renderLink(link: LinkFields, asButton: boolean, scope: Scope): ReactNode {
  const title = renderInlines(link.title, scope)
  const href = link.isInternalLink ? internalHref(link.url, scope.env) : link.url
  if (href === undefined) return title
  const newWindow = link.target === '_blank'
  const targetAttributes = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const content = (
    <>
      {title}
      {newWindow && <span className="visually-hidden"> {scope.t('markup.newWindow')}</span>}
    </>
  )
  if (asButton) {
    return (
      <ButtonLink href={href} data-cta="" {...targetAttributes}>
        {content}
      </ButtonLink>
    )
  }
  return (
    <a href={href} {...targetAttributes}>
      {content}
    </a>
  )
}

/** Through the site's one link function; undefined where this market does not build the page. */
function internalHref(url: string, env: Pick<PageEnv, 'links'>): string | undefined {
  return (env.links as LinksByKey)[url.split('#')[0]] === undefined ? undefined : resolveHref(url, env)
}

function renderPlaceholder(node: PlaceholderInline, scope: Scope): ReactNode {
  switch (node.code) {
    case 'currentYear':
      return String(scope.now.getFullYear())
    case 'branchName':
    case 'cityName':
      return scope.values[node.code] ?? ''
    case 'season': {
      const { start, end } = SEASON_RANGES[node.season]
      const year = scope.now.getFullYear()
      const day = ([month, date]: [number, number]) => {
        const value = new Date(year, month - 1, date)
        const iso = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`
        return <time dateTime={iso}>{formatDate(value, scope.env.formats)}</time>
      }
      return (
        <>
          {day(start)} – {day(end)}
        </>
      )
    }
    case 'video':
      // No third-party request before consent: a plain link to the video, swapped for the player by the chrome script after "accept all".
      return (
        <a
          href={`${VIDEO_ORIGIN}/watch/${node.id}`}
          data-video-embed={node.id}
          data-video-title={scope.t('markup.video.title')}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span aria-hidden="true">▶</span> {scope.t('markup.video.label')}
        </a>
      )
  }
}
