/** The exhibition screens' paths (routes/table.ts): each subpage takes the exhibition as ?project_id=. */
const withProject = (path: string) => (projectId: number) => `${path}?project_id=${projectId}`;

export const exhibitionPaths = {
  home: withProject('/exhibition'),
  news: withProject('/exhibition/news'),
  newsDetail: (id: number) => `/exhibition/news/detail?id=${id}`,
  activity: withProject('/exhibition/activity'),
  introduction: withProject('/exhibition/introduction'),
  motorhome: withProject('/exhibition/motorhome'),
  history: withProject('/exhibition/history'),
  brand: withProject('/exhibition/brand'),
  manage: withProject('/exhibition/manage'),
  /** the ticket pages live in the order feature */
  ticket: withProject('/exhibition/ticket'),
  /** the little actions (features/lottery, features/blindbox): the lotteries on now, the blind box on sale */
  lotteries: () => '/little-action/lottery/list',
  blindBox: () => '/little-action/blind-box',
  /** a funly event's public page */
  event: (id: number) => `/funly/show?id=${id}`,
};
