/** The studio's browser entry: the server's /studio/ shell loads this through Vite and provides <div id="studio">. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StudioApp } from './StudioApp.tsx'
import './studio.css'

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
)
