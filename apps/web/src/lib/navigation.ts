import { BASE_PATH } from '../config/env';

/** Navigation for code outside React (the HTTP client); the app registers the router at boot. */
export interface Navigator {
  navigate: (to: string, opts?: { replace?: boolean }) => void;
  /** pathname + search below the base path */
  currentPath: () => string;
}

const locationNavigator: Navigator = {
  navigate: (to, opts) =>
    opts?.replace ? window.location.replace(BASE_PATH + to) : window.location.assign(BASE_PATH + to),
  currentPath: () => window.location.pathname.slice(BASE_PATH.length) + window.location.search,
};

let current: Navigator = locationNavigator;

export const registerNavigator = (navigator: Navigator): void => {
  current = navigator;
};
export const navigateTo = (to: string, opts?: { replace?: boolean }): void => current.navigate(to, opts);
export const currentFullPath = (): string => current.currentPath();
