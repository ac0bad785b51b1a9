from enum import StrEnum


class PostEventsBodyMobileMoneyType0ItemProvider(StrEnum):
    AIRTELMONEY = "airtelmoney"
    HALOPESA = "halopesa"
    MPESA = "mpesa"
    TIGOPESA = "tigopesa"

    def __str__(self) -> str:
        return str(self.value)
