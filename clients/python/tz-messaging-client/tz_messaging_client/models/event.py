from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event_mobile_money_item import EventMobileMoneyItem


T = TypeVar("T", bound="Event")


@_attrs_define
class Event:
    """An event (wedding, harambee, fundraiser…) with its invitee, payment, stage and SMS figures (docs/interface.md §4.8b)

    Attributes:
        id (int):
        name (str):
        type_ (Literal['fundraiser'] | Literal['harambee'] | Literal['other'] | Literal['wedding']):
        description (None | str):
        event_date (datetime.date):
        starts_at (None | str):
        ends_at (None | str):
        venue (None | str):
        location_url (None | str):
        target_amount (int | None):
        status (Literal['active'] | Literal['cancelled'] | Literal['completed'] | Literal['draft']):
        public_message (None | str):
        ussd_code (None | str):
        bank_name (None | str):
        bank_account_number (None | str):
        bank_account_name (None | str):
        mobile_money (list[EventMobileMoneyItem]): Till numbers shown beside the bank details, with the invitee's phone
            as the reference
        pledge_deadline (datetime.date | None):
        auto_payment_sms (bool): A thank-you SMS goes to the invitee for each recorded payment
        public_page (bool): The harambee page is on: anyone with its link sees the progress and may contribute
        public_url (None | str):
        invitees_count (int): Invitees of the event
        payments_count (int): Payments recorded
        sms_stages_count (int): SMS and chat stages
        total_pledged (int): The sum of the invitees' pledges (TZS)
        total_collected (int): The sum of the payments (TZS)
        total_sms (int): The event's SMS messages
        sent_sms (int): Those the gateway accepted
        sms_cost (int): The credits of those not refunded
        checked_in_count (int): Invitees with at least one guest checked in at the door
        guests_admitted (int): Guests checked in at the door
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    name: str
    type_: Literal["fundraiser"] | Literal["harambee"] | Literal["other"] | Literal["wedding"]
    description: None | str
    event_date: datetime.date
    starts_at: None | str
    ends_at: None | str
    venue: None | str
    location_url: None | str
    target_amount: int | None
    status: Literal["active"] | Literal["cancelled"] | Literal["completed"] | Literal["draft"]
    public_message: None | str
    ussd_code: None | str
    bank_name: None | str
    bank_account_number: None | str
    bank_account_name: None | str
    mobile_money: list[EventMobileMoneyItem]
    pledge_deadline: datetime.date | None
    auto_payment_sms: bool
    public_page: bool
    public_url: None | str
    invitees_count: int
    payments_count: int
    sms_stages_count: int
    total_pledged: int
    total_collected: int
    total_sms: int
    sent_sms: int
    sms_cost: int
    checked_in_count: int
    guests_admitted: int
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        type_: Literal["fundraiser"] | Literal["harambee"] | Literal["other"] | Literal["wedding"]
        type_ = self.type_

        description: None | str
        description = self.description

        event_date = self.event_date.isoformat()

        starts_at: None | str
        starts_at = self.starts_at

        ends_at: None | str
        ends_at = self.ends_at

        venue: None | str
        venue = self.venue

        location_url: None | str
        location_url = self.location_url

        target_amount: int | None
        target_amount = self.target_amount

        status: Literal["active"] | Literal["cancelled"] | Literal["completed"] | Literal["draft"]
        status = self.status

        public_message: None | str
        public_message = self.public_message

        ussd_code: None | str
        ussd_code = self.ussd_code

        bank_name: None | str
        bank_name = self.bank_name

        bank_account_number: None | str
        bank_account_number = self.bank_account_number

        bank_account_name: None | str
        bank_account_name = self.bank_account_name

        mobile_money = []
        for mobile_money_item_data in self.mobile_money:
            mobile_money_item = mobile_money_item_data.to_dict()
            mobile_money.append(mobile_money_item)

        pledge_deadline: None | str
        if isinstance(self.pledge_deadline, datetime.date):
            pledge_deadline = self.pledge_deadline.isoformat()
        else:
            pledge_deadline = self.pledge_deadline

        auto_payment_sms = self.auto_payment_sms

        public_page = self.public_page

        public_url: None | str
        public_url = self.public_url

        invitees_count = self.invitees_count

        payments_count = self.payments_count

        sms_stages_count = self.sms_stages_count

        total_pledged = self.total_pledged

        total_collected = self.total_collected

        total_sms = self.total_sms

        sent_sms = self.sent_sms

        sms_cost = self.sms_cost

        checked_in_count = self.checked_in_count

        guests_admitted = self.guests_admitted

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "type": type_,
                "description": description,
                "event_date": event_date,
                "starts_at": starts_at,
                "ends_at": ends_at,
                "venue": venue,
                "location_url": location_url,
                "target_amount": target_amount,
                "status": status,
                "public_message": public_message,
                "ussd_code": ussd_code,
                "bank_name": bank_name,
                "bank_account_number": bank_account_number,
                "bank_account_name": bank_account_name,
                "mobile_money": mobile_money,
                "pledge_deadline": pledge_deadline,
                "auto_payment_sms": auto_payment_sms,
                "public_page": public_page,
                "public_url": public_url,
                "invitees_count": invitees_count,
                "payments_count": payments_count,
                "sms_stages_count": sms_stages_count,
                "total_pledged": total_pledged,
                "total_collected": total_collected,
                "total_sms": total_sms,
                "sent_sms": sent_sms,
                "sms_cost": sms_cost,
                "checked_in_count": checked_in_count,
                "guests_admitted": guests_admitted,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_mobile_money_item import EventMobileMoneyItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_type_(
            data: object,
        ) -> Literal["fundraiser"] | Literal["harambee"] | Literal["other"] | Literal["wedding"]:
            type_type_0 = cast(Literal["wedding"], data)
            if type_type_0 != "wedding":
                raise ValueError(f"type_type_0 must match const 'wedding', got '{type_type_0}'")
            return type_type_0
            type_type_1 = cast(Literal["harambee"], data)
            if type_type_1 != "harambee":
                raise ValueError(f"type_type_1 must match const 'harambee', got '{type_type_1}'")
            return type_type_1
            type_type_2 = cast(Literal["fundraiser"], data)
            if type_type_2 != "fundraiser":
                raise ValueError(f"type_type_2 must match const 'fundraiser', got '{type_type_2}'")
            return type_type_2
            type_type_3 = cast(Literal["other"], data)
            if type_type_3 != "other":
                raise ValueError(f"type_type_3 must match const 'other', got '{type_type_3}'")
            return type_type_3

        type_ = _parse_type_(d.pop("type"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        event_date = datetime.date.fromisoformat(d.pop("event_date"))

        def _parse_starts_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        starts_at = _parse_starts_at(d.pop("starts_at"))

        def _parse_ends_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ends_at = _parse_ends_at(d.pop("ends_at"))

        def _parse_venue(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        venue = _parse_venue(d.pop("venue"))

        def _parse_location_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        location_url = _parse_location_url(d.pop("location_url"))

        def _parse_target_amount(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target_amount = _parse_target_amount(d.pop("target_amount"))

        def _parse_status(
            data: object,
        ) -> Literal["active"] | Literal["cancelled"] | Literal["completed"] | Literal["draft"]:
            status_type_0 = cast(Literal["draft"], data)
            if status_type_0 != "draft":
                raise ValueError(f"status_type_0 must match const 'draft', got '{status_type_0}'")
            return status_type_0
            status_type_1 = cast(Literal["active"], data)
            if status_type_1 != "active":
                raise ValueError(f"status_type_1 must match const 'active', got '{status_type_1}'")
            return status_type_1
            status_type_2 = cast(Literal["completed"], data)
            if status_type_2 != "completed":
                raise ValueError(f"status_type_2 must match const 'completed', got '{status_type_2}'")
            return status_type_2
            status_type_3 = cast(Literal["cancelled"], data)
            if status_type_3 != "cancelled":
                raise ValueError(f"status_type_3 must match const 'cancelled', got '{status_type_3}'")
            return status_type_3

        status = _parse_status(d.pop("status"))

        def _parse_public_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        public_message = _parse_public_message(d.pop("public_message"))

        def _parse_ussd_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ussd_code = _parse_ussd_code(d.pop("ussd_code"))

        def _parse_bank_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bank_name = _parse_bank_name(d.pop("bank_name"))

        def _parse_bank_account_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bank_account_number = _parse_bank_account_number(d.pop("bank_account_number"))

        def _parse_bank_account_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bank_account_name = _parse_bank_account_name(d.pop("bank_account_name"))

        mobile_money = []
        _mobile_money = d.pop("mobile_money")
        for mobile_money_item_data in _mobile_money:
            mobile_money_item = EventMobileMoneyItem.from_dict(mobile_money_item_data)

            mobile_money.append(mobile_money_item)

        def _parse_pledge_deadline(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pledge_deadline_type_0 = datetime.date.fromisoformat(data)

                return pledge_deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        pledge_deadline = _parse_pledge_deadline(d.pop("pledge_deadline"))

        auto_payment_sms = d.pop("auto_payment_sms")

        public_page = d.pop("public_page")

        def _parse_public_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        public_url = _parse_public_url(d.pop("public_url"))

        invitees_count = d.pop("invitees_count")

        payments_count = d.pop("payments_count")

        sms_stages_count = d.pop("sms_stages_count")

        total_pledged = d.pop("total_pledged")

        total_collected = d.pop("total_collected")

        total_sms = d.pop("total_sms")

        sent_sms = d.pop("sent_sms")

        sms_cost = d.pop("sms_cost")

        checked_in_count = d.pop("checked_in_count")

        guests_admitted = d.pop("guests_admitted")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        event = cls(
            id=id,
            name=name,
            type_=type_,
            description=description,
            event_date=event_date,
            starts_at=starts_at,
            ends_at=ends_at,
            venue=venue,
            location_url=location_url,
            target_amount=target_amount,
            status=status,
            public_message=public_message,
            ussd_code=ussd_code,
            bank_name=bank_name,
            bank_account_number=bank_account_number,
            bank_account_name=bank_account_name,
            mobile_money=mobile_money,
            pledge_deadline=pledge_deadline,
            auto_payment_sms=auto_payment_sms,
            public_page=public_page,
            public_url=public_url,
            invitees_count=invitees_count,
            payments_count=payments_count,
            sms_stages_count=sms_stages_count,
            total_pledged=total_pledged,
            total_collected=total_collected,
            total_sms=total_sms,
            sent_sms=sent_sms,
            sms_cost=sms_cost,
            checked_in_count=checked_in_count,
            guests_admitted=guests_admitted,
            created_at=created_at,
            updated_at=updated_at,
        )

        return event
