export { Link, linkVariants, type LinkProps } from './link';
