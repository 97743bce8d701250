// https://vike.dev/client: the only JavaScript a page with islands loads first.
import { hydrateIslands } from '../../client/hydrateIslands.tsx'

hydrateIslands()
