import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import { PageHeading } from '../../../components/PageHeading';
import { PagedList, usePagedQuery } from '../../../components/PagedList';
import { FACULTY_PAGE_SIZE, facultyListQueryOptions } from '../api';
import { FacultyCard } from '../components/FacultyCard';
import { FACULTY_TEXT } from '../messages';

const COLUMNS = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

/** The scientific board ('اعضای هیئت علمی'): member cards linking to /facuality/{id}, paged by the server. */
export default function FacultyListPage() {
  const paged = usePagedQuery(facultyListQueryOptions, FACULTY_PAGE_SIZE);

  return (
    <>
      <PageHeading title={FACULTY_MESSAGES.listTitle} />
      <PagedList
        {...paged}
        label={FACULTY_TEXT.listLabel}
        dimPlaceholder
        showLaterError
        loadFailed={FACULTY_MESSAGES.loadListFailed}
        empty={FACULTY_MESSAGES.empty}
        columns={COLUMNS}
      >
        {(member) => (
          <li key={member.id}>
            <FacultyCard member={member} />
          </li>
        )}
      </PagedList>
    </>
  );
}
