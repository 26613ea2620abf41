import { DEV_404_PATH, onCreatePage, SITE_404_COMPONENT } from "./on-create-page";

type Args = Parameters<NonNullable<typeof onCreatePage>>[0];

test.each([DEV_404_PATH, "/dev-404-page"])(
  "the development server's 404 (%s) is the site's own 404 page; other pages are left as they are",
  (path) => {
    const actions = { deletePage: jest.fn(), createPage: jest.fn() };
    // With trailingSlash: "never" (gatsby-config.ts), Gatsby hands the page over without its slash.
    const dev404 = { path, component: "/site/.cache/dev-404-page.js", context: {} };
    void onCreatePage!({ page: dev404, actions } as unknown as Args, {} as never, () => {});
    expect(actions.deletePage).toHaveBeenCalledWith(dev404);
    expect(actions.createPage).toHaveBeenCalledWith({ ...dev404, component: SITE_404_COMPONENT });

    const about = { path: "/about", component: "/site/src/pages/about.tsx", context: {} };
    actions.createPage.mockClear();
    void onCreatePage!({ page: about, actions } as unknown as Args, {} as never, () => {});
    expect(actions.createPage).not.toHaveBeenCalled();
  },
);
