import { ADMIN_PAGE_SIZE, type User } from 'shared-api';
import { usePagedQuery, userQueries } from 'shared-api/queries';
import { PageHeading, PagedList, Table, type RemotePageProps } from 'shared-ui';
import { AdminLayout } from '../layout/AdminLayout';

const ROLE_NAMES: Record<string, string> = {
  client: 'Client',
  adminStaff: 'Lawyer',
  admin: 'Admin',
};

function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The real users from the server (the spec's sample data replaced), newest first, paged. */
export default function Users({ accountMenu }: RemotePageProps) {
  const list = usePagedQuery(userQueries.page, ADMIN_PAGE_SIZE);

  return (
    <AdminLayout accountMenu={accountMenu}>
      <PageHeading count={list.loading ? undefined : list.total}>Users</PageHeading>
      <PagedList list={list} loadingLabel="Loading users..." emptyTitle="No users yet">
        {(users) => (
          <Table caption={`Users, page ${list.page} of ${list.totalPages}`}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Phone</th>
                <th scope="col">District</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.userId}>
                  <td>{fullName(user)}</td>
                  <td>{user.email}</td>
                  <td>{ROLE_NAMES[user.role] ?? user.role}</td>
                  <td>{user.phoneNumber}</td>
                  <td>{user.district}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
    </AdminLayout>
  );
}
