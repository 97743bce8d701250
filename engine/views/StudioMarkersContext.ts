import { createContext } from 'react'

/**
 * Whether each block is wrapped in a marker naming its place and type (data-studio-place, data-studio-type), so the
 * studio's preview can tell which block the market manager points at. Only the dev server sets it, for a request with
 * the `studio` query parameter; a build never does, so built pages carry no markers.
 */
export const StudioMarkersContext = createContext(false)
