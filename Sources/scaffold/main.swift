// Entry point: everything else is in the command types.
Scaffold.main()
