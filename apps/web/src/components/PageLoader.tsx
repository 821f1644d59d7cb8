import { pageLoaderClass, Spinner } from './Spinner';

/** The small in-page spinner shown while a screen's code or the session is on its way. */
export function PageLoader() {
  return (
    <div className={pageLoaderClass}>
      <Spinner aria-label="در حال بارگذاری" />
    </div>
  );
}
