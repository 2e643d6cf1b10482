export {
  currentUserQueryOptions,
  fetchCurrentUser,
  useCurrentUser,
} from '../../../shared/session/current-user.ts';
