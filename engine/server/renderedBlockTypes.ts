import type { RenderModel } from '../model/renderModel.ts'
import { splitLayoutBlocks } from '../views/splitLayoutBlocks.ts'

/**
 * The block types a page renders, whose stylesheets it links besides the chrome's (engine/node/finishPages.ts): the
 * layout's and the page's, or for an error page only what sits above its header.
 */
export function renderedBlockTypes(model: RenderModel, options: { notFound?: boolean } = {}): string[] {
  const { top, main } = splitLayoutBlocks(model.layout, model.blocks)
  return [...top, ...(options.notFound ? [] : main)].map(({ block }) => block.type)
}
