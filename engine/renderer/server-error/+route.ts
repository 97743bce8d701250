import { SERVER_ERROR_PATH } from '../../server/serverErrorPage.ts'

// The static host's 500 page: prerendered at /500/, moved to 500.html by tools/build.ts. No client script.
export default SERVER_ERROR_PATH
