import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("starts the load once and gives every caller the same answer", async () => {
    const load = jest.fn(() => Promise.resolve("module"));
    const get = loadOnce(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error("Loading chunk failed"))
      .mockResolvedValue("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("Loading chunk failed");
    await expect(get()).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
