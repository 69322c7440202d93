// /choice
export { ChoicePage as default } from '../features/choice/pages/choice-page';
