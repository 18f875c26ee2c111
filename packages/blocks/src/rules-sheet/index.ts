export { type Rule, RulesSheet } from './RulesSheet.tsx';
