import type { RelationType } from '../api/funly-relation-options';
import type { EditorRelation } from './editor-values';

/**
 * The choice made on /funly-manage/create/selectRelation, handed back to the editor that opened it (the
 * back-navigation result of spec 4, kept in sessionStorage so a reload in between loses nothing). The editor takes
 * it when it shows again; a choice meant for another editor page is left alone.
 */
export interface RelationChoice {
  /** the editor's pathname */
  for: string;
  type: RelationType;
  list: EditorRelation[];
}

/** What the editor passes to selectRelation in the navigation state. */
export interface RelationPickState {
  from: string;
  selected: EditorRelation[];
}

const KEY = 'funly:relation-choice';

export const putRelationChoice = (choice: RelationChoice): void => {
  sessionStorage.setItem(KEY, JSON.stringify(choice));
};

/** The choice for the editor at `pathname`, removed once taken; null when there is none. */
export const takeRelationChoice = (pathname: string): RelationChoice | null => {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const choice = JSON.parse(raw) as RelationChoice;
    if (choice.for !== pathname) return null;
    sessionStorage.removeItem(KEY);
    return choice;
  } catch {
    return null;
  }
};
