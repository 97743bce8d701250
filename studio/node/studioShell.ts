/** The studio's page: an empty shell the browser app (studio/client/main.tsx) fills, served through Vite's HTML pipeline. */
export const STUDIO_PATH = '/studio/'

export const STUDIO_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Studio</title>
  </head>
  <body>
    <div id="studio"></div>
    <script type="module" src="/studio/client/main.tsx"></script>
  </body>
</html>
`
