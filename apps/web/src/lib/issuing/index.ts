export * from './item-labels';
export { itemRows, yuan, type ItemRow } from './item-display';
