/**
 * "Is this page built?" for code below the app layer (routes, features' callers). The app
 * registers the route table's answer at start-up, so lower layers never import the app.
 */
type Checker = (path: string) => boolean;

let checker: Checker = () => false;

export function registerBuiltRoutes(next: Checker): void {
  checker = next;
}

export function isBuilt(path: string): boolean {
  return checker(path);
}
