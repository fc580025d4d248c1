/** The document title of every page: `{title} - {app name}`, or the app name alone for an untitled page. */
export function pageTitle(title: string, appName: string): string {
  return title ? `${title} - ${appName}` : appName;
}
