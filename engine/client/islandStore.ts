import { createStore } from 'jotai'

/** One store for every island of the page, so islands share atoms. */
export const islandStore = createStore()
