/// `--help` and the `help` command.
enum HelpText {
  static let commands = """
    Commands:
      list           reload and show the notes (a failure is an error page)
      add <text>     add a note (needs a session; a failure is a toast)
      delete <n>     delete note n
      sync           fetch the server's notes (unreachable server: alert with retry)
      login          sign in again (as demo)
      logout         sign out
      repeat <n> <command>
                     start the command n times at once, like quick taps
      help           this list
      quit           leave (also: exit, end of input)

    """

  static var usage: String {
    """
    Usage: ConsoleDemo [options]
    A small notes app showing ErrorFlow: every failure becomes an AppError on one ErrorBus,
    rendered by one console view; the data streams keep working.

    \(commands)
    Options:
      --data-dir DIR      where notes.json, server.json and errors.jsonl live
                          (default: $HOME/.errorflow-demo, or a temp folder without HOME)
      --sync-url URL      the sync server (default: file://DATA/server.json, offline)
      --script FILE       read commands from FILE (stdin is read the same way when it is
                          not a terminal: no prompts, commands echoed, no colours)
      --lang en|ko        language of the messages (default: en)
      --session-ttl SECS  session lifetime (default: 1800)
      --width N           box width in columns (default: 60, capped by the terminal)
      --ascii             ASCII boxes only
      --trace             print each view-model error on stderr (level, context, identity)
      --fail KIND         inject a fault (repeatable):
    \(faultLines)
      --help              this text

    """
  }

  private static var faultLines: String {
    Fault.allCases.map { fault in
      let name = fault.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
      return "        \(name) \(fault.summary)"
    }.joined(separator: "\n")
  }
}
