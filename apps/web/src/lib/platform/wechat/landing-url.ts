/** A URL as WeChat signs it: without the `#…` fragment. */
export const withoutHash = (href: string): string => href.split('#')[0] ?? href;

let landing: string | undefined;

/** Remembers the URL the app was entered with (call once at boot, before the router rewrites it). */
export const rememberLandingUrl = (href: string = window.location.href): void => {
  landing = withoutHash(href);
};

/** The landing URL (iOS WeChat verifies the JS-SDK signature against it, ecosystem trap 1). */
export const landingUrl = (): string => landing ?? withoutHash(window.location.href);
export const currentUrl = (): string => withoutHash(window.location.href);
