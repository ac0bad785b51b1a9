from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DoorGuest")


@_attrs_define
class DoorGuest:
    """A guest on the door list

    Attributes:
        id (int):
        name (str):
        phone_last3 (str): The phone's last three digits
        card_type (Literal['double'] | Literal['family'] | Literal['single'] | Literal['vip']): The entry card: single,
            double, family or vip
        admits (int): How many guests the card admits (default by card type: single 1, double 2, family 4, vip 1)
        admitted_total (int): Guests checked in on the card when the list was read
        status (Literal['confirmed'] | Literal['declined'] | Literal['invited'] | Literal['pending']):
        entry_code_sha256 (str): SHA-256 (hex) of the entry code: the door page recognises a scanned card offline, yet a
            lost device holds no working code
    """

    id: int
    name: str
    phone_last3: str
    card_type: Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]
    admits: int
    admitted_total: int
    status: Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]
    entry_code_sha256: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        phone_last3 = self.phone_last3

        card_type: Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]
        card_type = self.card_type

        admits = self.admits

        admitted_total = self.admitted_total

        status: Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]
        status = self.status

        entry_code_sha256 = self.entry_code_sha256

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "phone_last3": phone_last3,
                "card_type": card_type,
                "admits": admits,
                "admitted_total": admitted_total,
                "status": status,
                "entry_code_sha256": entry_code_sha256,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        phone_last3 = d.pop("phone_last3")

        def _parse_card_type(
            data: object,
        ) -> Literal["double"] | Literal["family"] | Literal["single"] | Literal["vip"]:
            card_type_type_0 = cast(Literal["single"], data)
            if card_type_type_0 != "single":
                raise ValueError(f"card_type_type_0 must match const 'single', got '{card_type_type_0}'")
            return card_type_type_0
            card_type_type_1 = cast(Literal["double"], data)
            if card_type_type_1 != "double":
                raise ValueError(f"card_type_type_1 must match const 'double', got '{card_type_type_1}'")
            return card_type_type_1
            card_type_type_2 = cast(Literal["family"], data)
            if card_type_type_2 != "family":
                raise ValueError(f"card_type_type_2 must match const 'family', got '{card_type_type_2}'")
            return card_type_type_2
            card_type_type_3 = cast(Literal["vip"], data)
            if card_type_type_3 != "vip":
                raise ValueError(f"card_type_type_3 must match const 'vip', got '{card_type_type_3}'")
            return card_type_type_3

        card_type = _parse_card_type(d.pop("card_type"))

        admits = d.pop("admits")

        admitted_total = d.pop("admitted_total")

        def _parse_status(
            data: object,
        ) -> Literal["confirmed"] | Literal["declined"] | Literal["invited"] | Literal["pending"]:
            status_type_0 = cast(Literal["pending"], data)
            if status_type_0 != "pending":
                raise ValueError(f"status_type_0 must match const 'pending', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["invited"], data)
            if status_type_1 != "invited":
                raise ValueError(f"status_type_1 must match const 'invited', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["confirmed"], data)
            if status_type_2 != "confirmed":
                raise ValueError(f"status_type_2 must match const 'confirmed', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["declined"], data)
            if status_type_3 != "declined":
                raise ValueError(f"status_type_3 must match const 'declined', got '{status_type_3}'")
            return status_type_3

        status = _parse_status(d.pop("status"))

        entry_code_sha256 = d.pop("entry_code_sha256")

        door_guest = cls(
            id=id,
            name=name,
            phone_last3=phone_last3,
            card_type=card_type,
            admits=admits,
            admitted_total=admitted_total,
            status=status,
            entry_code_sha256=entry_code_sha256,
        )

        return door_guest
