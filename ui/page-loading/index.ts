export { PageLoading, type PageLoadingProps } from './page-loading';
