export { default } from '../../../app/under-construction-page';
