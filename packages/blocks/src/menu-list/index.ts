export { type MenuItem, MenuList } from './MenuList.tsx';
