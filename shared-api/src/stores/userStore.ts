import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import toast from 'react-hot-toast';
import { getUser, userMessages } from '../calls/users';
import { errorMessage } from '../http/errorMessage';
import type { User } from '../calls/types';

export interface UserState {
  userData: User | null;
  loading: boolean;
  error: string | null;
  /** Pending sets loading and clears the error; success stores; failure stores the error, clears data. */
  fetchUser: (userId: string) => Promise<void>;
  /** Resets the user data. */
  clear: () => void;
}

export const userStore = createStore<UserState>()((set) => ({
  userData: null,
  loading: false,
  error: null,
  fetchUser: async (userId) => {
    set({ loading: true, error: null });
    try {
      const userData = await getUser(userId);
      set({ userData, loading: false });
    } catch (error) {
      const message = errorMessage(error, userMessages.getUserFallback);
      set({ error: message, userData: null, loading: false });
      toast.error(message);
    }
  },
  clear: () => set({ userData: null, error: null, loading: false }),
}));

export function useUserStore<T>(selector: (state: UserState) => T): T {
  return useStore(userStore, selector);
}
