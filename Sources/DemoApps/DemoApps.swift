// The DemoApps module.
