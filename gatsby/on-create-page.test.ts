import { DEV_404_PATH, onCreatePage, SITE_404_COMPONENT } from "./on-create-page";

type Args = Parameters<NonNullable<typeof onCreatePage>>[0];

test("the development server's 404 is the site's own 404 page; other pages are left as they are", () => {
  const actions = { deletePage: jest.fn(), createPage: jest.fn() };
  const dev404 = { path: DEV_404_PATH, component: "/site/.cache/dev-404-page.js", context: {} };
  void onCreatePage!({ page: dev404, actions } as unknown as Args, {} as never, () => {});
  expect(actions.deletePage).toHaveBeenCalledWith(dev404);
  expect(actions.createPage).toHaveBeenCalledWith({ ...dev404, component: SITE_404_COMPONENT });

  const about = { path: "/about/", component: "/site/src/pages/about.tsx", context: {} };
  actions.createPage.mockClear();
  void onCreatePage!({ page: about, actions } as unknown as Args, {} as never, () => {});
  expect(actions.createPage).not.toHaveBeenCalled();
});
