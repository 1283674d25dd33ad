// A stand-in for next/navigation in component tests: the screens only need a router to push to.
// Use: jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));
export const mockRouter = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  refresh: jest.fn(),
  prefetch: jest.fn(),
};

export const useRouter = () => mockRouter;

export const usePathname = () => '/';
