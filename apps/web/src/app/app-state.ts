import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_APP_NAME } from '@kc/shared';

/** Visit record of one full path (pathname + search), spec 3.1. */
export interface RouteVisit {
  /** window scroll position when last left */
  scrollTo: number;
  visited: number;
  /** seconds */
  totalStayTime: number;
  /** longest single stay, milliseconds */
  maxStayTime: number;
  entryTime: number;
  leaveTime: number;
}

export interface AppState {
  routeVisitInfo: Record<string, RouteVisit>;
  fullLoading: boolean;
  loadingText: string;
  statusbar: number;
  wxAppId: string;
  appName: string;
  enterRoute: (fullPath: string, now?: number) => void;
  leaveRoute: (fullPath: string, scrollTo: number, now?: number) => void;
  showLoading: (text?: string) => void;
  hideLoading: () => void;
  setVariant: (appName: string, wxAppId: string) => void;
  setStatusbar: (height: number) => void;
}

export const DEFAULT_LOADING_TEXT = '加载中....';
const EMPTY_VISIT: RouteVisit = {
  scrollTo: 0,
  visited: 0,
  totalStayTime: 0,
  maxStayTime: 0,
  entryTime: 0,
  leaveTime: 0,
};

export const useAppState = create<AppState>()(
  persist(
    (set) => ({
      routeVisitInfo: {},
      fullLoading: false,
      loadingText: DEFAULT_LOADING_TEXT,
      statusbar: 0,
      wxAppId: '',
      appName: DEFAULT_APP_NAME,
      enterRoute: (fullPath, now = Date.now()) =>
        set((s) => {
          const v = s.routeVisitInfo[fullPath] ?? EMPTY_VISIT;
          return {
            routeVisitInfo: { ...s.routeVisitInfo, [fullPath]: { ...v, visited: v.visited + 1, entryTime: now } },
          };
        }),
      leaveRoute: (fullPath, scrollTo, now = Date.now()) =>
        set((s) => {
          const v = s.routeVisitInfo[fullPath] ?? EMPTY_VISIT;
          const stay = v.entryTime ? Math.max(0, now - v.entryTime) : 0;
          const visit: RouteVisit = {
            ...v,
            scrollTo,
            leaveTime: now,
            totalStayTime: Math.round((v.totalStayTime + stay / 1000) * 1000) / 1000,
            maxStayTime: Math.max(v.maxStayTime, stay),
          };
          return { routeVisitInfo: { ...s.routeVisitInfo, [fullPath]: visit } };
        }),
      showLoading: (text = DEFAULT_LOADING_TEXT) => set({ fullLoading: true, loadingText: text }),
      hideLoading: () => set({ fullLoading: false, loadingText: DEFAULT_LOADING_TEXT }),
      setVariant: (appName, wxAppId) => set({ appName, wxAppId }),
      setStatusbar: (statusbar) => set({ statusbar }),
    }),
    {
      name: 'kc-app',
      storage: createJSONStorage(() => localStorage),
      // the loading overlay is never restored from storage
      partialize: ({ routeVisitInfo, statusbar, wxAppId, appName }) => ({
        routeVisitInfo,
        statusbar,
        wxAppId,
        appName,
      }),
    },
  ),
);
