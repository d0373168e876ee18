/** A full reload: it fetches index.html again, and with it the names of the current build's chunks. */
export const reloadPage = () => window.location.reload();
