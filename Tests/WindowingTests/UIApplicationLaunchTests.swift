import Testing
@testable import Windowing
